/**
 * The PresentationML timing tree of a self-presenting slide (ECMA-376 Part 1, §19.5): the narration
 * starts with the slide, and each revealed part fades in at its time, all in one group that starts
 * by itself ("after previous"), as PowerPoint writes it.
 */

/** One part of the slide that appears during the narration. */
export interface SlideEntrance {
  /** The shape's id on the slide. */
  shapeId: number;
  /** A paragraph of a text shape (from 0), or the whole shape. */
  paragraph?: number | undefined;
  atMs: number;
}

export interface SlideTimingInput {
  /** The narration picture's shape id. */
  audioShapeId: number;
  durationMs: number;
  entrances: readonly SlideEntrance[];
  /**
   * The entrances' targets that PowerPoint lists in the build list: shapes with text, and shapes
   * without (a filled rectangle, built with its background); pictures are not listed.
   */
  builtShapes: ReadonlyMap<number, 'text' | 'background'>;
}

const FADE_MS = 400;

function target(entrance: SlideEntrance): string {
  const range =
    entrance.paragraph === undefined
      ? ''
      : `<p:txEl><p:pRg st="${entrance.paragraph}" end="${entrance.paragraph}"/></p:txEl>`;
  return `<p:tgtEl><p:spTgt spid="${entrance.shapeId}">${range}</p:spTgt></p:tgtEl>`;
}

/**
 * `<p:timing>` for a slide: play the narration from 0 for its duration, and fade each entrance in at
 * its time. Paragraphs are built one by one (`build="p"`), whole shapes at once.
 */
export function slideTiming(input: SlideTimingInput): string {
  let nextId = 1;
  const id = (): number => nextId++;
  const root = id();
  const mainSeq = id();
  const group = id();
  const inner = id();
  const play = id();
  const playBehaviour = id();
  const effects = input.entrances.map((entrance) => {
    const effect = id();
    const show = id();
    const fade = id();
    return (
      `<p:par><p:cTn id="${effect}" presetID="10" presetClass="entr" presetSubtype="0" fill="hold" grpId="0" nodeType="withEffect">` +
      `<p:stCondLst><p:cond delay="${Math.max(0, Math.round(entrance.atMs))}"/></p:stCondLst><p:childTnLst>` +
      `<p:set><p:cBhvr><p:cTn id="${show}" dur="1" fill="hold"><p:stCondLst><p:cond delay="0"/></p:stCondLst></p:cTn>${target(entrance)}` +
      '<p:attrNameLst><p:attrName>style.visibility</p:attrName></p:attrNameLst></p:cBhvr><p:to><p:strVal val="visible"/></p:to></p:set>' +
      `<p:animEffect transition="in" filter="fade"><p:cBhvr><p:cTn id="${fade}" dur="${FADE_MS}"/>${target(entrance)}</p:cBhvr></p:animEffect>` +
      '</p:childTnLst></p:cTn></p:par>'
    );
  });
  const media = id();
  const durationMs = Math.max(1, Math.round(input.durationMs));
  const audio = `<p:spTgt spid="${input.audioShapeId}"/>`;
  const builds = [...new Set(input.entrances.map((e) => e.shapeId))].flatMap((shapeId) => {
    const kind = input.builtShapes.get(shapeId);
    if (kind === undefined) return [];
    const byParagraph = input.entrances.some((e) => e.shapeId === shapeId && e.paragraph !== undefined);
    return [
      `<p:bldP spid="${shapeId}" grpId="0"${kind === 'background' ? ' animBg="1"' : byParagraph ? ' build="p"' : ''}/>`,
    ];
  });
  return (
    `<p:timing><p:tnLst><p:par><p:cTn id="${root}" dur="indefinite" restart="never" nodeType="tmRoot"><p:childTnLst>` +
    `<p:seq concurrent="1" nextAc="seek"><p:cTn id="${mainSeq}" dur="indefinite" nodeType="mainSeq"><p:childTnLst>` +
    `<p:par><p:cTn id="${group}" fill="hold"><p:stCondLst><p:cond delay="indefinite"/><p:cond evt="onBegin" delay="0"><p:tn val="${mainSeq}"/></p:cond></p:stCondLst><p:childTnLst>` +
    `<p:par><p:cTn id="${inner}" fill="hold"><p:stCondLst><p:cond delay="0"/></p:stCondLst><p:childTnLst>` +
    `<p:par><p:cTn id="${play}" presetID="1" presetClass="mediacall" presetSubtype="0" fill="hold" nodeType="afterEffect"><p:stCondLst><p:cond delay="0"/></p:stCondLst><p:childTnLst>` +
    `<p:cmd type="call" cmd="playFrom(0.0)"><p:cBhvr><p:cTn id="${playBehaviour}" dur="${durationMs}" fill="hold"/><p:tgtEl>${audio}</p:tgtEl></p:cBhvr></p:cmd>` +
    '</p:childTnLst></p:cTn></p:par>' +
    effects.join('') +
    '</p:childTnLst></p:cTn></p:par></p:childTnLst></p:cTn></p:par>' +
    '</p:childTnLst></p:cTn>' +
    '<p:prevCondLst><p:cond evt="onPrev" delay="0"><p:tgtEl><p:sldTgt/></p:tgtEl></p:cond></p:prevCondLst>' +
    '<p:nextCondLst><p:cond evt="onNext" delay="0"><p:tgtEl><p:sldTgt/></p:tgtEl></p:cond></p:nextCondLst></p:seq>' +
    `<p:audio><p:cMediaNode vol="100000" showWhenStopped="0"><p:cTn id="${media}" fill="hold" display="0"><p:stCondLst><p:cond delay="indefinite"/></p:stCondLst>` +
    '<p:endCondLst><p:cond evt="onStopAudio" delay="0"><p:tgtEl><p:sldTgt/></p:tgtEl></p:cond></p:endCondLst></p:cTn>' +
    `<p:tgtEl>${audio}</p:tgtEl></p:cMediaNode></p:audio>` +
    '</p:childTnLst></p:cTn></p:par></p:tnLst>' +
    (builds.length > 0 ? `<p:bldLst>${builds.join('')}</p:bldLst>` : '') +
    '</p:timing>'
  );
}
