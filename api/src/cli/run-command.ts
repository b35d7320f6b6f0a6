/**
 * Runs a command's `main` when its file is the program (`tsx api/src/…-command.ts`), not when a
 * test imports it: exits with its code, or prints a failure's message and exits 1.
 */
export function runCommand(
  commandModule: NodeJS.Module,
  main: (argv: string[]) => Promise<number>,
): void {
  if (require.main !== commandModule) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
