/**
 * What we know of each paper in ../shared/papers (checked by hand against the PDFs and SOURCES.md):
 * its title, how many figures and tables its captions number, and how the engine should treat it.
 * The papers themselves are never copied into this repository.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Expectation = 'video' | 'no_text' | 'password_required' | 'recovered';

export interface CorpusPaper {
  file: string;
  title: string;
  /** Distinct numbered captions, from SOURCES.md. */
  figures: number;
  tables: number;
  expect: Expectation;
  password?: string;
}

export const CORPUS_PAPERS: readonly CorpusPaper[] = [
  { file: 'attention_is_all_you_need.pdf', title: 'Attention Is All You Need', figures: 5, tables: 4, expect: 'video' },
  { file: 'resnet_deep_residual_learning.pdf', title: 'Deep Residual Learning for Image Recognition', figures: 7, tables: 14, expect: 'video' },
  { file: 'acl2014_phrase_generation_distributional_semantics.pdf', title: 'How to make words with vectors: Phrase generation in distributional semantics', figures: 1, tables: 9, expect: 'video' },
  { file: 'generative_adversarial_nets.pdf', title: 'Generative Adversarial Nets', figures: 3, tables: 2, expect: 'video' },
  { file: 'self_normalizing_neural_networks.pdf', title: 'Self-Normalizing Neural Networks', figures: 8, tables: 27, expect: 'video' },
  { file: 'wheat_heat_stress_metabolomics.pdf', title: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress', figures: 8, tables: 8, expect: 'video' },
  { file: 'phoenix_paludosa_phytochemistry.pdf', title: 'Phytochemical and Biological investigations of Phoenix paludosa Roxb.', figures: 0, tables: 1, expect: 'video' },
  { file: 'universe_apparent_accelerations_jcap.pdf', title: 'Apparent and average accelerations of the Universe', figures: 5, tables: 0, expect: 'video' },
  { file: 'healthcare_quality_improvement_malawi.pdf', title: 'Understanding the barriers to setting up a healthcare quality improvement process in resource-limited settings: a situational analysis at the Medical Department of Kamuzu Central Hospital in Lilongwe, Malawi', figures: 1, tables: 2, expect: 'video' },
  { file: 'systematic_review_se_techreport_restricted.pdf', title: 'Systematic Review in Software Engineering', figures: 7, tables: 1, expect: 'video' },
  { file: 'chinese_heterogeneous_identifier_namespace.pdf', title: '多模态网络环境异构标识空间管控架构研究', figures: 3, tables: 2, expect: 'video' },
  { file: 'encrypted_user_password_ctc_icml2006.pdf', title: 'Connectionist Temporal Classification: Labelling Unsegmented Sequence Data with Recurrent Neural Networks', figures: 4, tables: 1, expect: 'video', password: 'paper2video' },
  { file: 'truncated_natural_image_denoising_convnets.pdf', title: 'Natural Image Denoising with Convolutional Networks', figures: 4, tables: 0, expect: 'recovered' },
  { file: 'scanned_semi_supervised_learning_survey.pdf', title: 'Semi-Supervised Learning Literature Survey', figures: 0, tables: 0, expect: 'no_text' },
];

/** The shared papers folder, or undefined when this checkout has none beside it. */
export function corpusDir(): string | undefined {
  const dir = resolve(import.meta.dirname, '../../../shared/papers');
  return existsSync(join(dir, 'SOURCES.md')) ? dir : undefined;
}

/** Titles compare equal when they match ignoring case, spacing and punctuation. */
export function sameTitle(found: string, expected: string): boolean {
  const key = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return key(found) === key(expected);
}
