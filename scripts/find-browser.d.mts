export declare const knownPaths: readonly string[];
export declare const missingBrowserMessage: string;
/** The first executable among $CHROMIUM_PATH, $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH and the known paths. */
export declare const findBrowser: (env?: Record<string, string | undefined>) => string | undefined;
/** The flags every browser suite launches Chromium with. */
export declare const chromiumArgs: string[];
