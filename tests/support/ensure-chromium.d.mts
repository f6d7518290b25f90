export declare const CHROMIUM_PATH: string;
/** True when Chromium is (now) there; otherwise says in German what to do, adding `consequence`, and answers false. */
export declare function ensureChromium(consequence: string): boolean;
