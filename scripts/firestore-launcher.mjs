// firebase-tools runs the Firestore emulator as `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`.
// The Google Cloud SDK's emulator jar has no Main-Class, so we write a tiny launcher jar whose
// manifest points at it. Without the SDK jar we return undefined and firebase-tools downloads its own.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { crc32 } from 'node:zlib';

export const SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function manifestLine(text) {
  // Manifest lines are at most 72 bytes; longer values continue on lines that start with a space.
  const parts = [text.slice(0, 72)];
  for (let i = 72; i < text.length; i += 71) parts.push(' ' + text.slice(i, i + 71));
  return parts.join('\r\n') + '\r\n';
}

function storedZip(name, data) {
  const nameBuf = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x21, 12); // 1980-01-01: fixed, so the jar is byte-for-byte reproducible
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const centralSize = central.length + nameBuf.length;
  const centralOffset = local.length + nameBuf.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, data, central, nameBuf, end]);
}

/** Returns the path of a launcher jar for the SDK's emulator, or undefined when the SDK jar is absent. */
export function ensureFirestoreLauncher(cacheDir) {
  if (!existsSync(SDK_JAR)) return undefined;
  const target = resolve(cacheDir, 'firestore-launcher.jar');
  const manifest =
    'Manifest-Version: 1.0\r\n' + manifestLine(`Main-Class: ${MAIN_CLASS}`) + manifestLine(`Class-Path: file:${SDK_JAR}`) + '\r\n';
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, storedZip('META-INF/MANIFEST.MF', Buffer.from(manifest)));
  return target;
}
