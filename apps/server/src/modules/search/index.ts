// What other features use of search: the directory's card (its columns, its words) and who may search what.
export { createLabels, type Labels } from './labels.ts';
export { searchableTypes, typesSearchableBy } from './policy.ts';
export { presentCard } from './present.ts';
export { codesArray, type DirectoryRow, directoryColumns } from './repo.ts';
