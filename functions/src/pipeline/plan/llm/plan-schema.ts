import type { JsonSchema } from './model-chat.js';

/** Most bullets a slide shows (the same limit the check of every plan applies). */
export const MAX_MODEL_BULLETS = 5;

/**
 * The JSON Schema of a model's answer: `{"slides": [...]}` with exactly `slideCount` items whose fields
 * are the slide plan's own names (docs/product.md §3). The list sits in an object because OpenAI's structured
 * output accepts only an object at the top.
 */
export function planSchema(slideCount: number): JsonSchema {
  const slide: JsonSchema = {
    type: 'object',
    properties: {
      slide_title: { type: 'string', description: 'Short slide heading.' },
      visual_identifier: {
        type: 'string',
        description: 'Id of one figure or table from the paper\'s list, e.g. "Figure 2", or "" for none.',
      },
      bullet_points: {
        type: 'array',
        items: { type: 'string' },
        maxItems: MAX_MODEL_BULLETS,
        description: 'Short statements shown on the slide.',
      },
      voiceover_script: { type: 'string', description: 'What the narrator says while the slide is shown.' },
    },
    required: ['slide_title', 'visual_identifier', 'bullet_points', 'voiceover_script'],
    additionalProperties: false,
  };
  return {
    type: 'object',
    properties: { slides: { type: 'array', items: slide, minItems: slideCount, maxItems: slideCount } },
    required: ['slides'],
    additionalProperties: false,
  };
}

/** Gemini's response schema: OpenAPI types in capitals, fields in the order the model should write them. */
export interface GeminiSchema {
  type: 'OBJECT' | 'ARRAY' | 'STRING';
  description?: string;
  properties?: Record<string, GeminiSchema>;
  propertyOrdering?: string[];
  required?: string[];
  items?: GeminiSchema;
  minItems?: string;
  maxItems?: string;
}

/**
 * The same schema in Gemini's `responseSchema` dialect (an OpenAPI subset: no additionalProperties,
 * counts as int64 strings).
 */
export function toGeminiSchema(schema: JsonSchema): GeminiSchema {
  const converted: GeminiSchema = {
    type: schema.type === 'object' ? 'OBJECT' : schema.type === 'array' ? 'ARRAY' : 'STRING',
  };
  if (schema.description !== undefined) converted.description = schema.description;
  if (schema.properties !== undefined) {
    converted.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, value]) => [name, toGeminiSchema(value)]),
    );
    converted.propertyOrdering = Object.keys(schema.properties);
  }
  if (schema.required !== undefined) converted.required = schema.required;
  if (schema.items !== undefined) converted.items = toGeminiSchema(schema.items);
  if (schema.minItems !== undefined) converted.minItems = String(schema.minItems);
  if (schema.maxItems !== undefined) converted.maxItems = String(schema.maxItems);
  return converted;
}
