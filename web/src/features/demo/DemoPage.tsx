/**
 * /demo: what Watch Demo opens (docs/product.md §2), the engine's own video of an openly licensed paper,
 * credited beside the player as the paper's licence asks.
 */
import type { ReactNode } from 'react';
import { useDemoCredits } from '../../app/demo';
import { ButtonLink, Card } from '../../ui';
import './demo.css';

export default function DemoPage(): ReactNode {
  const credits = useDemoCredits();
  if (credits === null) {
    return (
      <div className="container" style={{ maxWidth: 720 }}>
        <Card title="Demo">
          <p className="muted">This site was built without a demo video.</p>
          <ButtonLink to="/">Back to the home page</ButtonLink>
        </Card>
      </div>
    );
  }
  return (
    <div className="container demo">
      <h1>See Lectern at work</h1>
      <p className="muted">
        Lectern read this open-access paper, drafted the slides and the narration, and rendered the video
        below with its built-in voice, untouched.
      </p>
      <div className="demo__layout">
        <video
          className="demo__player"
          controls
          preload="metadata"
          src={credits.videoUrl}
          data-testid="demo-video"
        >
          {credits.subtitlesUrl !== '' ? (
            <track kind="subtitles" src={credits.subtitlesUrl} srcLang="en" label="English" />
          ) : null}
          Your browser cannot play this video.
        </video>
        <aside className="card demo__credits" aria-label="About the paper" data-testid="demo-credits">
          <h2>The paper</h2>
          <p className="demo__title">{credits.title}</p>
          <p className="muted">{credits.authors}</p>
          {credits.doi !== null ? (
            <p className="small">
              <a href={`https://doi.org/${credits.doi}`} target="_blank" rel="noopener noreferrer">
                doi:{credits.doi}
              </a>
            </p>
          ) : null}
          <p className="small">
            Licence:{' '}
            {credits.licence.url !== null ? (
              <a href={credits.licence.url} target="_blank" rel="noopener noreferrer">
                {credits.licence.name}
              </a>
            ) : (
              credits.licence.name
            )}
            . The video is an adaptation: slides and narration made from the paper by Lectern.
          </p>
        </aside>
      </div>
      <div className="row">
        <ButtonLink to="/" variant="secondary">
          Back to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
