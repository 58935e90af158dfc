export * from './geo-gate';
