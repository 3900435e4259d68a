// A few letters of a script, found by the JavaScript engine's own Unicode tables: the tests write a name
// in each script of SCRIPT_SETS (shared/members/display-name.ts) without a hand-made sample per script.

/** The first `count` letters (\p{L}) of the script, from the oldest blocks up. */
export function lettersOf(script: string, count = 3): string {
  const letter = new RegExp(`^(?=\\p{L})\\p{Script=${script}}$`, 'u');
  const found: string[] = [];
  for (let code = 0x41; code <= 0x2ffff && found.length < count; code += 1) {
    const character = String.fromCodePoint(code);
    if (letter.test(character)) found.push(character);
  }
  if (found.length < count) throw new Error(`${script} has fewer than ${count} letters`);
  return found.join('');
}
