/** Cuts one flat list of flags back into the groups it was made from (sizes in order). */
export function sliceBySizes<T>(flat: readonly T[], sizes: readonly number[], skip = 0): T[][] {
  const starts = sizes.map((_, index) => skip + sizes.slice(0, index).reduce((a, b) => a + b, 0));
  return sizes.map((size, index) => flat.slice(starts[index], starts[index]! + size));
}
