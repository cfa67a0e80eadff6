/** A bad environment setting: its message names the setting, and the server stops with it (no stack). */
export class ConfigError extends Error {}
