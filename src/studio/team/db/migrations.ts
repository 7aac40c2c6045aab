/**
 * The database's schema, as numbered steps (see migrate.ts). Never edit a step that has shipped:
 * add the next one. Instants are Unix milliseconds (INTEGER); hashes are raw bytes (BLOB). Git
 * holds the content; these tables hold who, when and the workflow state, never page text.
 */
import type { Migration } from './migrate.ts';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, invitations, sessions, sign-in attempts, drafts, approvals, audit, settings',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        -- stored lower-cased, so one person cannot hold two accounts by changing case
        email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
        name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL CHECK (role IN ('editor', 'reviewer', 'publisher', 'admin')),
        -- NULL until the invitation is accepted: nobody can sign in as an invited person
        password_hash TEXT,
        created_at INTEGER NOT NULL,
        -- people are never deleted, so the audit log and the drafts keep naming them
        removed_at INTEGER
      ) STRICT;

      CREATE TABLE invitations (
        token_hash BLOB PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_by TEXT REFERENCES users (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX invitations_by_user ON invitations (user_id);

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        secret_hash BLOB NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        -- the absolute cap: created_at plus the longest a session may live, however active
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions (user_id);

      -- key: 'account:<email>' or 'address:<ip>'
      CREATE TABLE sign_in_attempts (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE drafts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        branch TEXT NOT NULL UNIQUE,
        created_by TEXT NOT NULL REFERENCES users (id),
        status TEXT NOT NULL CHECK (status IN
          ('editing', 'in-review', 'changes-requested', 'approved', 'needs-update', 'published')),
        base_commit TEXT NOT NULL,
        head_commit TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        published_commit TEXT
      ) STRICT;
      CREATE INDEX drafts_by_status ON drafts (status);

      -- a cache of the paths each draft touches (Git is the truth), to list drafts per page
      CREATE TABLE draft_files (
        draft_id TEXT NOT NULL REFERENCES drafts (id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        PRIMARY KEY (draft_id, path)
      ) STRICT;
      CREATE INDEX draft_files_by_path ON draft_files (path);

      CREATE TABLE approvals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        draft_id TEXT NOT NULL REFERENCES drafts (id) ON DELETE CASCADE,
        reviewer_id TEXT NOT NULL REFERENCES users (id),
        -- the draft's head when the decision was made: a later save voids the approval
        commit_sha TEXT NOT NULL,
        decision TEXT NOT NULL CHECK (decision IN ('approve', 'changes')),
        at INTEGER NOT NULL,
        comment TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX approvals_by_draft ON approvals (draft_id, commit_sha);

      -- Append-only and without foreign keys on purpose: no delete elsewhere may cascade into
      -- the record or be blocked by it, and the actor's e-mail is copied for the same reason.
      CREATE TABLE audit_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        actor_user_id TEXT,
        actor_email TEXT NOT NULL,
        action TEXT NOT NULL,
        draft_id TEXT,
        commits TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(commits)),
        detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail)),
        ip TEXT
      ) STRICT;
      CREATE INDEX audit_by_action ON audit_events (action, id);
      CREATE INDEX audit_by_actor ON audit_events (actor_email, id);
      CREATE INDEX audit_by_draft ON audit_events (draft_id, id);

      -- small facts the server tells the command line, e.g. the public URL for invitation links
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'deploys and their targets',
    sql: `
      -- One build of a commit of main, handed to every target in turn (src/deploy/deploy-queue.ts).
      -- Taken one at a time, oldest first; a row found 'building' at start is built again.
      CREATE TABLE deploys (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        commit_sha TEXT NOT NULL,
        -- who published (NULL: queued by the studio itself, e.g. main's head at the first start);
        -- the name is copied, as the audit log copies the e-mail, so it outlives the person
        published_by TEXT,
        published_by_name TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL CHECK (state IN ('queued', 'building', 'live', 'failed')),
        queued_at INTEGER NOT NULL,
        started_at INTEGER,
        finished_at INTEGER,
        pages_done INTEGER NOT NULL DEFAULT 0,
        pages_total INTEGER NOT NULL DEFAULT 0,
        -- the built release (types.ts Release), once built; a retry hands it out again
        release_id TEXT,
        release_folder TEXT,
        -- why the build failed, in words; and the build's output (its tail)
        message TEXT NOT NULL DEFAULT '',
        output TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX deploys_by_state ON deploys (state, id);

      CREATE TABLE deploy_targets (
        deploy_id INTEGER NOT NULL REFERENCES deploys (id) ON DELETE CASCADE,
        -- as given on the command line: serve, dir:/srv/site, branch:gh-pages, command:/path
        target TEXT NOT NULL,
        position INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('queued', 'deploying', 'live', 'failed')),
        address TEXT,
        message TEXT NOT NULL DEFAULT '',
        attempts INTEGER NOT NULL DEFAULT 0,
        -- when the queue tries an unreachable target again by itself (NULL: it does not)
        next_retry_at INTEGER,
        started_at INTEGER,
        finished_at INTEGER,
        output TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (deploy_id, target)
      ) STRICT;
      CREATE INDEX deploy_targets_live ON deploy_targets (target, state, deploy_id);
    `,
  },
  {
    version: 3,
    name: 'rollbacks: the build date of each release, and what a deploy restores',
    sql: `
      -- the date the release's dated content was judged on (YYYY-MM-DD, site time); NULL: not
      -- built yet, or built before it was recorded (a rollback to it builds again)
      ALTER TABLE deploys ADD COLUMN build_date TEXT;
      -- a rollback's deploy: the earlier deploy whose version it restores (NULL: a publish)
      ALTER TABLE deploys ADD COLUMN restores_deploy INTEGER;
      -- 1: its release is that earlier deploy's, kept and built today, which the targets switch
      -- back to (activate) instead of a build; a restart never builds it again
      ALTER TABLE deploys ADD COLUMN switch_back INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 4,
    name: 'scheduled jobs',
    sql: `
      -- Timed work (src/studio/team/scheduler/): a draft's publish at a set time and its check an
      -- hour before, the daily rebuild, later jobs. A job is due at due_at; 'running' found at a
      -- start means the studio stopped during it: it runs again, or fails saying why.
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- a name of the scheduler's one registry of job kinds (scheduler/job-kinds.ts)
        kind TEXT NOT NULL,
        due_at INTEGER NOT NULL,
        payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
        state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed', 'cancelled')),
        attempts INTEGER NOT NULL DEFAULT 0,
        -- why it failed, in words; on a pending publish, what its check an hour before found
        last_error TEXT NOT NULL DEFAULT '',
        -- the draft a job is about (NULL for the site's own jobs), to show it on the draft
        draft_id TEXT,
        -- who set it (NULL: the studio itself), told of its failure on their next visit
        created_by TEXT,
        created_at INTEGER NOT NULL,
        finished_at INTEGER,
        -- when the person who set it was shown last_error (NULL: not yet)
        seen_at INTEGER
      ) STRICT;
      CREATE INDEX jobs_due ON jobs (state, due_at);
      CREATE INDEX jobs_by_draft ON jobs (draft_id, id);
    `,
  },
  {
    version: 5,
    name: 'leads, lead refusal counts and the sales role',
    // The users table's CHECK names the roles, and SQLite changes a CHECK only by rebuilding the
    // table. Dropping `users` with foreign keys on would cascade into sessions and invitations,
    // so this step runs with them off (migrate.ts) and checks them before it commits.
    foreignKeysOff: true,
    sql: `
      CREATE TABLE users_with_sales (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
        name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL CHECK (role IN ('editor', 'reviewer', 'publisher', 'admin', 'sales')),
        password_hash TEXT,
        created_at INTEGER NOT NULL,
        removed_at INTEGER
      ) STRICT;
      INSERT INTO users_with_sales (id, email, name, role, password_hash, created_at, removed_at)
        SELECT id, email, name, role, password_hash, created_at, removed_at FROM users;
      DROP TABLE users;
      ALTER TABLE users_with_sales RENAME TO users;

      -- One row a submission the site sent (POST /api/leads); the id is made in the visitor's
      -- browser, so a send retried from its outbox is stored once.
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        form_id TEXT NOT NULL,
        -- the form's values as its schema parsed them (JSON object)
        fields TEXT NOT NULL CHECK (json_valid(fields)),
        page TEXT NOT NULL,
        referrer TEXT NOT NULL DEFAULT '',
        utm TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(utm)),
        received_at INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
        notes TEXT NOT NULL DEFAULT '',
        updated_at INTEGER,
        -- who last changed the status or notes; copied e-mail, as the audit log does
        updated_by TEXT
      ) STRICT;
      CREATE INDEX leads_by_time ON leads (received_at DESC, id);
      CREATE INDEX leads_by_form ON leads (form_id, received_at);
      CREATE INDEX leads_by_page ON leads (page, received_at);

      -- Spam refused (the browser's report or the server's own check): counts only, no values.
      CREATE TABLE lead_refusals (
        day TEXT NOT NULL,
        form_id TEXT NOT NULL,
        page TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('honeypot', 'too-fast')),
        count INTEGER NOT NULL,
        PRIMARY KEY (day, form_id, page, reason)
      ) STRICT;
    `,
  },
  {
    version: 6,
    name: 'password resets',
    sql: `
      -- "Forgot password" links (auth/password-reset.ts): one use, an hour. Only the SHA-256 of
      -- the token is kept, as for invitations; a newer link for the same person voids the older.
      CREATE TABLE password_resets (
        token_hash BLOB PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX password_resets_by_user ON password_resets (user_id);
    `,
  },
  {
    version: 7,
    name: 'each person’s e-mail choices',
    sql: `
      -- What a person chose of the studio's e-mail for themselves (db/mail-choices.ts). No row:
      -- the defaults, so everyone is told of the review steps until they turn it off.
      CREATE TABLE mail_choices (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        review_notices INTEGER NOT NULL CHECK (review_notices IN (0, 1)),
        updated_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 8,
    name: 'deploys that put the live version on a target added at a restart',
    sql: `
      -- the deploy whose version (live elsewhere) this one puts on the targets a restart added,
      -- queued by the studio at its start (deploy/new-targets.ts); NULL: a publish or a rollback.
      -- Its release is that deploy's, kept, when still there (switch_back 1: never built again)
      ALTER TABLE deploys ADD COLUMN catches_up_deploy INTEGER;
    `,
  },
];
