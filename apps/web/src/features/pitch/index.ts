/*
 * The pitch feature's front door: what other features may use of it. A startup's compiled pitch plays
 * through PitchPlayer wherever it shows (program reviews, directories).
 */
export { PitchPlayer } from './components/pitch-player.tsx';
export { recorderPath } from './paths.ts';
