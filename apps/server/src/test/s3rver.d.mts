import type S3rver from 's3rver';

/** s3rver whose PUT answers after the object is on disk (see s3rver.mjs). */
export function createS3rver(options: ConstructorParameters<typeof S3rver>[0]): S3rver;
