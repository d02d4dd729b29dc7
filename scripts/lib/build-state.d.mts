export declare function recordBuild(distDir: string, startedAt: number): void;
export declare function staleBuild(distDir: string, root?: string): string | null;
export declare function ensureBuild(distDir: string): boolean;
