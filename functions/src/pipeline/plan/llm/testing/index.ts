/** Local servers that answer like the planner's providers, and a small paper with model answers about it, for tests. @module */
export { GENERATE_CONTENT_PATH, geminiAnswer, geminiError } from './fake-gemini.js';
export { chatCompletion, openAiError } from './fake-openai.js';
export { samplePaper, modelSlide, modelAnswer } from './sample-paper.js';
