/** What the `lectern` end-to-end tests share. @module */
export { maxVolumeDb, probe, runLectern, toneSeconds, type CliRun, type Probe } from './lectern-cli.js';
export {
  GEMINI_PLAN,
  GEMINI_RUN_ENV,
  onlyPlanningRequest,
  startFakeGeminiPlanner,
} from './fake-gemini-planner.js';
