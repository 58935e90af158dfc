export * from './autolink';
export * from './categories';
export * from './document-reader';
export * from './lexical-document';
export * from './rules';
export * from './schemas';
export * from './text-length';
export * from './uploads';
