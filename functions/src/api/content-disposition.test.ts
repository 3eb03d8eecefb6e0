import { describe, expect, it } from 'vitest';
import { contentDisposition, videoFileName } from './content-disposition.js';

describe('videoFileName', () => {
  it('names the video after the paper’s title', () => {
    expect(videoFileName('Attention Is All You Need', 'x.pdf')).toBe('Attention Is All You Need.mp4');
  });

  it('falls back to the uploaded name without .pdf, and to video.mp4 when nothing is usable', () => {
    expect(videoFileName(null, 'Vaswani 2017.PDF')).toBe('Vaswani 2017.mp4');
    expect(videoFileName('///', 'x.pdf')).toBe('video.mp4');
  });

  it('drops characters file systems refuse and caps the length', () => {
    expect(videoFileName('A/B: "C"?\n', 'x.pdf')).toBe('A B C.mp4');
    expect(videoFileName('x'.repeat(300), 'x.pdf')).toHaveLength(104);
  });
});

describe('contentDisposition', () => {
  it('gives old clients an ASCII name and new ones the exact UTF-8 name', () => {
    expect(contentDisposition('Étude 注意.mp4')).toBe(
      `attachment; filename="Etude __.mp4"; filename*=UTF-8''%C3%89tude%20%E6%B3%A8%E6%84%8F.mp4`,
    );
  });

  it('can mark a file for playing in place', () => {
    expect(contentDisposition('a.mp4', 'inline')).toMatch(/^inline; filename="a.mp4"/);
  });
});
