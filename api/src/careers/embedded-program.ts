const MZ = Buffer.from('MZ', 'latin1');
const PE = Buffer.from('PE\0\0', 'latin1');
const ELF = Buffer.from('\x7fELF', 'latin1');
const MACH_O = [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].map((magic) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(magic);
  return bytes;
});
/** Mach-O CPU types (x86, x86-64, ARM, ARM64) in either byte order. */
const MACH_O_CPUS = new Set([
  7, 0x01000007, 12, 0x0100000c, 0x07000000, 0x07000001, 0x0c000000, 0x0c000001,
]);

/** Every offset at which `needle` occurs in `haystack`. */
function* occurrences(haystack: Buffer, needle: Buffer): Generator<number> {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    yield at;
  }
}

/**
 * Whether a document carries a Windows, Linux or macOS program anywhere in its bytes. Each magic
 * number must come with the header fields that follow it in a real program (a PE signature where
 * the DOS header points, ELF's class, byte order and version, a known Mach-O CPU), so that two
 * letters "MZ" in a compressed stream or a text are not taken for one.
 */
export function hasEmbeddedProgram(content: Buffer): boolean {
  for (const at of occurrences(content, MZ)) {
    if (at + 0x40 > content.length) break;
    const peOffset = at + content.readUInt32LE(at + 0x3c);
    if (
      peOffset + PE.length <= content.length &&
      content.subarray(peOffset, peOffset + 4).equals(PE)
    ) {
      return true;
    }
  }
  for (const at of occurrences(content, ELF)) {
    const [elfClass, byteOrder, version] = [content[at + 4], content[at + 5], content[at + 6]];
    if (
      (elfClass === 1 || elfClass === 2) &&
      (byteOrder === 1 || byteOrder === 2) &&
      version === 1
    ) {
      return true;
    }
  }
  for (const magic of MACH_O) {
    for (const at of occurrences(content, magic)) {
      if (at + 8 <= content.length && MACH_O_CPUS.has(content.readUInt32BE(at + 4))) return true;
    }
  }
  return false;
}
