import { describe, expect, it } from 'vitest';
import { resolveFonts, type FontCandidates } from './resolve-fonts.js';

const candidates: FontCandidates = {
  sans: [
    { regular: '/a/Noto.ttf', bold: '/a/Noto-Bold.ttf' },
    { regular: '/b/DejaVu.ttf', bold: '/b/DejaVu-Bold.ttf' },
  ],
  cjk: [{ regular: '/c/CJK.ttc', bold: '/c/CJK-Bold.ttc' }],
  symbols: ['/b/DejaVu.ttf'],
};
const having =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('resolveFonts', () => {
  it('picks the first installed family of each kind', () => {
    const fonts = resolveFonts(
      candidates,
      having('/a/Noto.ttf', '/a/Noto-Bold.ttf', '/b/DejaVu.ttf', '/c/CJK.ttc', '/c/CJK-Bold.ttc'),
    );
    expect(fonts).toEqual({
      sans: { regular: '/a/Noto.ttf', bold: '/a/Noto-Bold.ttf' },
      cjk: { regular: '/c/CJK.ttc', bold: '/c/CJK-Bold.ttc' },
      symbols: '/b/DejaVu.ttf',
    });
  });

  it('falls back to DejaVu and to the regular face when bold is missing', () => {
    const fonts = resolveFonts(candidates, having('/b/DejaVu.ttf'));
    expect(fonts.sans).toEqual({ regular: '/b/DejaVu.ttf', bold: '/b/DejaVu.ttf' });
    expect(fonts.cjk).toBeUndefined();
  });

  it('fails with missing_tool when no Latin font is installed at all', () => {
    expect(() => resolveFonts(candidates, having('/c/CJK.ttc'))).toThrowError(
      expect.objectContaining({ code: 'missing_tool' }),
    );
  });

  it('skips candidates whose package is not installed', () => {
    const fonts = resolveFonts(
      { sans: [{ regular: '', bold: '' }, ...candidates.sans], cjk: [], symbols: ['', '/b/DejaVu.ttf'] },
      (path) => path !== '',
    );
    expect(fonts.sans.regular).toBe('/a/Noto.ttf');
    expect(fonts.symbols).toBe('/b/DejaVu.ttf');
  });

  it("uses the package's own fonts, never the host's, when its dependencies are installed", () => {
    const fonts = resolveFonts();
    for (const path of [
      fonts.sans.regular,
      fonts.sans.bold,
      fonts.cjk?.regular,
      fonts.cjk?.bold,
      fonts.symbols,
    ]) {
      expect(path).toMatch(
        /node_modules\/@expo-google-fonts\/noto-sans(-sc|-math)?\/\d00\w+\/NotoSans\w*\.ttf$/,
      );
    }
    expect(fonts.sans.bold).not.toBe(fonts.sans.regular);
    expect(fonts.cjk?.bold).not.toBe(fonts.cjk?.regular);
  });
});
