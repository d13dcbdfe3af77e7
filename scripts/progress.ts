// A progress line for long work: one updating line on a terminal, a line every 5% otherwise.
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastPhase = '';
  let lastStep = -1;
  return (done: number, total: number, phase: string) => {
    const fraction = total ? Math.min(1, done / total) : 1;
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 24;
    const bar = '#'.repeat(Math.round(fraction * width)).padEnd(width, '.');
    const line = `${phase.padEnd(12)} [${bar}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${done}/${total}  ${rate.toFixed(0)}/s  ETA ${eta.toFixed(0)}s`;
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      if (done >= total) stream.write('\n');
      return;
    }
    const step = Math.floor(fraction * 20);
    if (phase !== lastPhase || step !== lastStep) stream.write(`${line}\n`);
    lastPhase = phase;
    lastStep = step;
  };
}
