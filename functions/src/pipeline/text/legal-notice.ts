/**
 * The notice of a copyright page or a licence: its grant ("Permission is granted to copy …"), its
 * warranty disclaimer, the licence it names. No part of what a paper says.
 */
export const LEGAL_NOTICE =
  /permission is (?:hereby )?granted to (?:copy|make|use|distribute|modify)|you can redistribute it|without (?:any )?warrant(?:y|ies)|\bGNU (?:General|Lesser|Free Documentation) (?:Public )?License\b|all rights reserved/i;
