/** The sales chart's top: the best day rounded up to 1, 2 or 5 times a power of ten rupees, so the scale's marks (top, half, 0) are round figures. */
export function chartTopPaise(mostPaise: number): number {
  const rupees = Math.max(1, Math.ceil(mostPaise / 100));
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 5, 10].find((n) => n * power >= rupees)!;
  return step * power * 100;
}
