// The alarm is synthesised with Web Audio (docs/architecture.md, rule 7): no sound file, no other host.
let context: AudioContext | null = null;

/** Creates or wakes the audio context; browsers allow that only from a click, so Start calls it. */
export function prepareAlarm() {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") context.resume().catch(() => {});
}

/** Three short rising beeps: clear across a room, over before the next speaker starts. */
export function ringAlarm() {
  const audio = context;
  if (audio?.state !== "running") return;
  const start = audio.currentTime + 0.05;
  for (const [i, frequency] of [660, 880, 1100].entries()) {
    const at = start + i * 0.35;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  }
}
