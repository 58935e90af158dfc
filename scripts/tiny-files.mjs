// Test files small enough to write by hand, shared by the server's tests and the bare-start check.

/** The smallest MP4 a content check takes for one (an ftyp box): refused before anything reads it. */
export const tinyMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
  Buffer.alloc(64, 7),
]);
