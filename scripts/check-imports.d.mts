export type Side = 'server' | 'web';
/** Every broken import rule and circle in one app's sources. */
export declare const checkApp: (side: Side, srcRoot: string) => { problems: string[]; rooms: Map<string, string[]> };
/** The room (feature, platform room, floor) a path relative to src/ belongs to. */
export declare const roomOf: (path: string) => string;
/** The apps the lint checks, with their src folders. */
export declare const apps: { side: Side; srcRoot: string }[];
