/** The value after `--name` (`--out x` or `--out=x`), if given. */
export function optionValue(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Arguments that are neither options nor their values. */
export function positionals(argv: string[], optionsWithValues: string[] = []): string[] {
  return argv.filter(
    (arg, index) => !arg.startsWith('--') && !optionsWithValues.includes(argv[index - 1] ?? ''),
  );
}
