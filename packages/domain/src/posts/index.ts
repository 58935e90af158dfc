export * from './autolink';
export * from './categories';
export * from './rules';
export * from './schemas';
export * from './text-length';
export * from './uploads';
