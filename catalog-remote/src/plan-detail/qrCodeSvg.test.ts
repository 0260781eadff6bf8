import { create } from 'qrcode';
import { qrPath } from './qrCodeSvg';

describe('qrPath', () => {
  it('draws exactly the dark modules of the code', () => {
    const text = 'https://houseplans.example/property/42';
    const { size, path } = qrPath(text);
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, column, row, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let step = 0; step < Number(length); step += 1) drawn.add(`${row},${Number(column) + step}`);
    }
    const dark = new Set<string>();
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) if (modules.get(row, column)) dark.add(`${row},${column}`);
    }
    expect(drawn).toEqual(dark);
  });
});
