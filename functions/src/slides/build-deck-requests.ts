/**
 * The Slides API batchUpdate requests that turn a plan into slides: a title, the bullets in a text box
 * (the left half when the slide shows a figure), and the figure fetched by Google from a URL. Pure, so
 * the request shapes are tested without any server. Speaker notes need ids Google assigns when a slide
 * is made, so they are a second batch ({@link speakerNotesRequests}).
 */
import type { slides_v1 } from '@googleapis/slides';
import type { SlidesPlan } from '../shared/slide-plan.js';

type Request = slides_v1.Schema$Request;

/** The deck's page size in EMU; Google's default 16:9 page when the presentation does not say. */
export interface PageSize {
  width: number;
  height: number;
}

export const DEFAULT_PAGE_SIZE: PageSize = { width: 9_144_000, height: 5_143_500 };

/** Object ids are ours, so later requests can name what earlier ones made (5–50 characters). */
export const deckObjectIds = (index: number) => ({
  slide: `lectern_slide_${index}`,
  title: `lectern_slide_${index}_title`,
  body: `lectern_slide_${index}_body`,
  figure: `lectern_slide_${index}_figure`,
});

const emu = (magnitude: number) => ({ magnitude: Math.round(magnitude), unit: 'EMU' });

function box(
  pageObjectId: string,
  x: number,
  y: number,
  width: number,
  height: number,
): slides_v1.Schema$PageElementProperties {
  return {
    pageObjectId,
    size: { width: emu(width), height: emu(height) },
    transform: { scaleX: 1, scaleY: 1, translateX: Math.round(x), translateY: Math.round(y), unit: 'EMU' },
  };
}

/**
 * Requests for every slide of `plan`, replacing the slides the new presentation came with.
 * `figureUrl` gives the URL Google fetches a figure from, or undefined when the paper has no such figure.
 * @example buildDeckRequests(plan, (id) => urls.get(id), DEFAULT_PAGE_SIZE, ['p'])
 */
export function buildDeckRequests(
  plan: SlidesPlan,
  figureUrl: (visualIdentifier: string) => string | undefined,
  page: PageSize,
  existingSlideIds: readonly string[],
): Request[] {
  const margin = page.width * 0.05;
  const top = page.height * 0.24;
  const contentHeight = page.height - top - margin;
  const requests: Request[] = [];
  plan.forEach((item, index) => {
    const ids = deckObjectIds(index);
    requests.push({
      createSlide: {
        objectId: ids.slide,
        insertionIndex: index,
        slideLayoutReference: { predefinedLayout: 'TITLE_ONLY' },
        placeholderIdMappings: [{ layoutPlaceholder: { type: 'TITLE', index: 0 }, objectId: ids.title }],
      },
    });
    if (item.slide_title !== '')
      requests.push({ insertText: { objectId: ids.title, insertionIndex: 0, text: item.slide_title } });
    const url = item.visual_identifier === '' ? undefined : figureUrl(item.visual_identifier);
    const textWidth = url === undefined ? page.width - 2 * margin : (page.width - 3 * margin) / 2;
    if (item.bullet_points.length > 0) {
      requests.push(
        {
          createShape: {
            objectId: ids.body,
            shapeType: 'TEXT_BOX',
            elementProperties: box(ids.slide, margin, top, textWidth, contentHeight),
          },
        },
        { insertText: { objectId: ids.body, insertionIndex: 0, text: item.bullet_points.join('\n') } },
        {
          updateTextStyle: {
            objectId: ids.body,
            textRange: { type: 'ALL' },
            style: { fontSize: { magnitude: 18, unit: 'PT' } },
            fields: 'fontSize',
          },
        },
        {
          createParagraphBullets: {
            objectId: ids.body,
            textRange: { type: 'ALL' },
            bulletPreset: 'BULLET_DISC_CIRCLE_SQUARE',
          },
        },
      );
    }
    if (url !== undefined) {
      // Google scales the image to fit inside this box, keeping its proportions.
      const x = item.bullet_points.length > 0 ? margin * 2 + textWidth : margin;
      const width = item.bullet_points.length > 0 ? textWidth : page.width - 2 * margin;
      requests.push({
        createImage: {
          objectId: ids.figure,
          url,
          elementProperties: box(ids.slide, x, top, width, contentHeight),
        },
      });
    }
  });
  for (const objectId of existingSlideIds) requests.push({ deleteObject: { objectId } });
  return requests;
}

/**
 * Puts each slide's script into its speaker notes; `slides` are the presentation's slides in order,
 * as `presentations.get` returns them after {@link buildDeckRequests}.
 */
export function speakerNotesRequests(plan: SlidesPlan, slides: readonly slides_v1.Schema$Page[]): Request[] {
  const requests: Request[] = [];
  plan.forEach((item, index) => {
    const notesId = slides[index]?.slideProperties?.notesPage?.notesProperties?.speakerNotesObjectId;
    if (typeof notesId === 'string' && item.voiceover_script.trim() !== '') {
      requests.push({ insertText: { objectId: notesId, insertionIndex: 0, text: item.voiceover_script } });
    }
  });
  return requests;
}
