/**
 * The home page's conversation: a homeowner's text after hours, the AI's reply and the estimate
 * it booked. Drawn by hand as an illustration (public/images/illustrations/lead-conversation.svg
 * is its picture for an <img>); here as a drawing whose reply time is the one the page promises.
 */
import { back } from './drawing-frame.ts';
import { escape } from './svg-kit.ts';

/** `promise`: how fast the page says a lead is answered, e.g. "under a minute". */
export function leadConversation(promise: string) {
  const reply = {
    sent: escape(`Replied in ${promise}`),
    stat: escape(promise.charAt(0).toUpperCase() + promise.slice(1)),
    // The stat's card is 176 wide: a longer promise is set smaller.
    size: promise.length > 11 ? 14 : 16,
  };
  return `${back({ cx: 520, cy: 110, r: 60 })}
<g filter="url(#visual-shadow)">
<rect x="196" y="16" width="248" height="488" rx="38" fill="#0b1f3a"/>
</g>
<rect x="206" y="26" width="228" height="468" rx="30" fill="#ffffff"/>
<rect x="286" y="34" width="68" height="16" rx="8" fill="#0b1f3a"/>
<rect x="206" y="58" width="228" height="52" fill="#f8fafc"/>
<circle cx="236" cy="84" r="15" fill="#1a46b0"/>
<text x="236" y="88.5" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">CA</text>
<text x="258" y="80" font-size="13" font-weight="700" fill="#0f172a">Comfort Air HVAC</text>
<circle cx="262" cy="94" r="3.5" fill="#10b981"/>
<text x="270" y="98" font-size="10.5" fill="#475569">Replies instantly</text>
<text x="320" y="132" font-size="10" fill="#94a3b8" text-anchor="middle">Today 9:42 PM</text>
<rect x="218" y="142" width="170" height="62" rx="14" fill="#f1f5f9"/>
<text font-size="12" fill="#0f172a">
<tspan x="230" y="163">Hi, our AC stopped</tspan>
<tspan x="230" y="179">cooling. Can someone</tspan>
<tspan x="230" y="195">come out tomorrow?</tspan>
</text>
<rect x="240" y="216" width="182" height="94" rx="14" fill="#1f56d6"/>
<text font-size="12" fill="#ffffff">
<tspan x="252" y="237">Hi Jen! Sorry about the</tspan>
<tspan x="252" y="253">heat. A tech is free</tspan>
<tspan x="252" y="269">tomorrow at 8:00 AM.</tspan>
<tspan x="252" y="285">Want me to book it for</tspan>
<tspan x="252" y="301">1420 Maple Ave?</tspan>
</text>
<text x="422" y="324" font-size="10" fill="#94a3b8" text-anchor="end">${reply.sent}</text>
<rect x="218" y="334" width="96" height="34" rx="14" fill="#f1f5f9"/>
<text x="230" y="355" font-size="12" fill="#0f172a">Yes please!</text>
<rect x="240" y="380" width="182" height="84" rx="14" fill="#ffffff" stroke="#e2e8f0"/>
<rect x="240" y="380" width="182" height="28" rx="14" fill="#ecfdf5"/>
<rect x="240" y="394" width="182" height="14" fill="#ecfdf5"/>
<circle cx="258" cy="394" r="8" fill="#10b981"/>
<path d="M254.5 394l2.5 2.5 4.5-5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>
<text x="272" y="398" font-size="11.5" font-weight="700" fill="#047857">Estimate booked</text>
<text x="252" y="428" font-size="12" font-weight="700" fill="#0f172a">Wed · 8:00 AM</text>
<text x="252" y="446" font-size="11" fill="#475569">AC repair · 1420 Maple Ave</text>
<g filter="url(#visual-shadow)">
<rect x="24" y="150" width="176" height="64" rx="14" fill="#ffffff"/>
</g>
<circle cx="56" cy="182" r="16" fill="#fff7ed"/>
<path d="M58 171l-8 13h7l-2 9 8-13h-7z" fill="#f97316"/>
<text x="82" y="177" font-size="11" font-weight="600" fill="#475569">First reply</text>
<text x="82" y="196" font-size="${reply.size}" font-weight="800" fill="#0f172a">${reply.stat}</text>
<g filter="url(#visual-shadow)">
<rect x="448" y="330" width="172" height="64" rx="14" fill="#0b1f3a"/>
</g>
<circle cx="480" cy="362" r="16" fill="#f97316"/>
<rect x="472" y="355" width="16" height="14" rx="2" fill="none" stroke="#06122a" stroke-width="2"/>
<path d="M472 360h16M476 352v5M484 352v5" stroke="#06122a" stroke-width="2" stroke-linecap="round"/>
<text x="506" y="356" font-size="11" font-weight="600" fill="#cbd5e1">After hours</text>
<text x="506" y="375" font-size="15" font-weight="800" fill="#ffffff">Booked 24/7</text>`;
}
