/**
 * Makes a written deck present itself: each slide gets its narration as embedded sound that starts
 * with the slide, a timing that advances when the narration ends, and entrance animations that reveal
 * bullets and figure when the video shows them. pptxgenjs writes none of these, so the package is
 * edited after it is written (ECMA-376 Part 1, PresentationML §19.3 and §19.5).
 */
import JSZip from 'jszip';
import { PipelineError } from '../errors.js';
import type { RevealState } from '../render/index.js';
import { REVEAL_SHAPES } from './reveal-shapes.js';
import { slideTiming, type SlideEntrance } from './slide-timing.js';
import { speakerIcon } from './speaker-icon.js';

export interface SlideNarration {
  /** The narration as PowerPoint embeds it: AAC in an .m4a (see encodePptxAudio). */
  audio: Uint8Array;
  durationSec: number;
  /** When the slide's parts appear, the first state at 0 s (see planReveals); one state shows all at once. */
  reveals: readonly RevealState[];
}

const RELATIONSHIP = {
  audio: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/audio',
  media: 'http://schemas.microsoft.com/office/2007/relationships/media',
  image: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
} as const;
/** The extension PowerPoint 2010 and later read the embedded media from. */
const P14_MEDIA_URI = '{DAA4B4D4-6D71-4841-9C94-3DE7FCFB9230}';
const ICON_PATH = 'ppt/media/narration-icon.png';
const ICON_EMU = 457_200;

async function readPart(zip: JSZip, path: string): Promise<string> {
  const file = zip.file(path);
  if (file === null) throw new PipelineError('tool_failed', `The PowerPoint file has no ${path}.`);
  return file.async('string');
}

function withDefaultType(types: string, extension: string, contentType: string): string {
  if (types.includes(`Extension="${extension}"`)) return types;
  return types.replace(
    '<Default ',
    `<Default Extension="${extension}" ContentType="${contentType}"/><Default `,
  );
}

/** Shape ids by name, and the largest id on the slide. */
function shapesOf(xml: string): { ids: Map<string, number>; maxId: number } {
  const ids = new Map<string, number>();
  let maxId = 0;
  for (const match of xml.matchAll(/<p:cNvPr id="(\d+)" name="([^"]*)"/g)) {
    const id = Number(match[1]);
    maxId = Math.max(maxId, id);
    if (!ids.has(match[2] ?? '')) ids.set(match[2] ?? '', id);
  }
  return { ids, maxId };
}

function idOf<T>(ids: ReadonlyMap<string, number>, name: string, kind: T): [number, T][] {
  const id = ids.get(name);
  return id === undefined ? [] : [[id, kind]];
}

/** How many paragraphs the shape named `name` holds. */
function paragraphCount(xml: string, name: string): number {
  const start = xml.indexOf(`name="${name}"`);
  if (start < 0) return 0;
  const body = xml.slice(start, xml.indexOf('</p:sp>', start));
  return body.match(/<a:p>/g)?.length ?? 0;
}

/** The entrances of one slide: every bullet and the figure that its first state does not show. */
function entrancesOf(
  xml: string,
  reveals: readonly RevealState[],
  ids: ReadonlyMap<string, number>,
): SlideEntrance[] {
  const entrances: SlideEntrance[] = [];
  const bulletsId = ids.get(REVEAL_SHAPES.bullets);
  const later = reveals.slice(1);
  if (bulletsId !== undefined) {
    const shown = reveals[0]?.bullets ?? 0;
    for (let paragraph = shown; paragraph < paragraphCount(xml, REVEAL_SHAPES.bullets); paragraph++) {
      const state = later.find((s) => s.bullets > paragraph);
      if (state !== undefined) entrances.push({ shapeId: bulletsId, paragraph, atMs: state.atSec * 1000 });
    }
  }
  const figureAt = reveals[0]?.figure === true ? undefined : later.find((s) => s.figure);
  if (figureAt !== undefined) {
    for (const name of [
      REVEAL_SHAPES.figureFrame,
      REVEAL_SHAPES.figure,
      REVEAL_SHAPES.figureLabel,
      REVEAL_SHAPES.figureCaption,
    ]) {
      const shapeId = ids.get(name);
      if (shapeId !== undefined) entrances.push({ shapeId, atMs: figureAt.atSec * 1000 });
    }
  }
  return entrances.sort((a, b) => a.atMs - b.atMs);
}

function audioPicture(
  shapeId: number,
  rels: { audio: string; media: string; icon: string },
  slideWidthEmu: number,
): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${shapeId}" name="Narration"><a:hlinkClick r:id="" action="ppaction://media"/></p:cNvPr>` +
    '<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr>' +
    `<p:nvPr><a:audioFile r:link="${rels.audio}"/><p:extLst><p:ext uri="${P14_MEDIA_URI}">` +
    `<p14:media xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main" r:embed="${rels.media}"/></p:ext></p:extLst></p:nvPr></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${rels.icon}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    // Beside the slide: out of the picture while editing, and hidden during the show anyway.
    `<p:spPr><a:xfrm><a:off x="${slideWidthEmu + ICON_EMU / 2}" y="0"/><a:ext cx="${ICON_EMU}" cy="${ICON_EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

/**
 * `deck` (a .pptx) with `slides[i]` narrating slide i + 1; a slide whose entry is undefined stays as
 * it was. The transition fades, as the video's cross-fades do.
 */
export async function narrateDeck(
  deck: Uint8Array,
  slides: readonly (SlideNarration | undefined)[],
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(deck);
  const slideWidthEmu = Number(
    /<p:sldSz cx="(\d+)"/.exec(await readPart(zip, 'ppt/presentation.xml'))?.[1] ?? 12_192_000,
  );
  zip.file(
    '[Content_Types].xml',
    withDefaultType(await readPart(zip, '[Content_Types].xml'), 'm4a', 'audio/mp4'),
  );
  zip.file(ICON_PATH, await speakerIcon(), { compression: 'STORE' });
  for (const [index, narration] of slides.entries()) {
    if (narration === undefined) continue;
    const number = index + 1;
    const slidePath = `ppt/slides/slide${number}.xml`;
    const relsPath = `ppt/slides/_rels/slide${number}.xml.rels`;
    const mediaName = `narration-${number}.m4a`;
    zip.file(`ppt/media/${mediaName}`, narration.audio, { compression: 'STORE' });

    let rels = await readPart(zip, relsPath);
    let nextRel = Math.max(0, ...[...rels.matchAll(/Id="rId(\d+)"/g)].map((m) => Number(m[1]))) + 1;
    const relId = (): string => `rId${nextRel++}`;
    const ids = { audio: relId(), media: relId(), icon: relId() };
    rels = rels.replace(
      '</Relationships>',
      `<Relationship Id="${ids.audio}" Type="${RELATIONSHIP.audio}" Target="../media/${mediaName}"/>` +
        `<Relationship Id="${ids.media}" Type="${RELATIONSHIP.media}" Target="../media/${mediaName}"/>` +
        `<Relationship Id="${ids.icon}" Type="${RELATIONSHIP.image}" Target="../media/narration-icon.png"/></Relationships>`,
    );
    zip.file(relsPath, rels);

    let xml = await readPart(zip, slidePath);
    if (!xml.includes('</p:spTree>') || !xml.includes('</p:clrMapOvr>') || xml.includes('<p:timing')) {
      throw new PipelineError(
        'tool_failed',
        `Slide ${number} of the PowerPoint file is not laid out as expected; its narration could not be added.`,
      );
    }
    const shapes = shapesOf(xml);
    const audioShapeId = shapes.maxId + 1;
    const durationMs = Math.round(narration.durationSec * 1000);
    const timing = slideTiming({
      audioShapeId,
      durationMs,
      entrances: entrancesOf(xml, narration.reveals, shapes.ids),
      builtShapes: new Map([
        ...[REVEAL_SHAPES.bullets, REVEAL_SHAPES.figureLabel, REVEAL_SHAPES.figureCaption].flatMap((name) =>
          idOf(shapes.ids, name, 'text' as const),
        ),
        ...idOf(shapes.ids, REVEAL_SHAPES.figureFrame, 'background' as const),
      ]),
    });
    xml = xml
      .replace('</p:spTree>', `${audioPicture(audioShapeId, ids, slideWidthEmu)}</p:spTree>`)
      .replace(
        '</p:clrMapOvr>',
        `</p:clrMapOvr><p:transition spd="med" advTm="${durationMs}"><p:fade/></p:transition>${timing}`,
      );
    zip.file(slidePath, xml);
  }
  // Pictures and sound are compressed already: deflating them again took a third to two thirds of
  // this function's CPU for 3 % of the deck's size. The XML parts are deflated.
  for (const file of Object.values(zip.files))
    if (file.name.startsWith('ppt/media/')) file.options.compression = 'STORE';
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  });
}
