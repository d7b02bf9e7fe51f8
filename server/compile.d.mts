/** Compiles `entry` (a .ts file) and what it imports into `outfile` (an ES module). */
export declare const compileGateway: (entry: string, outfile: string) => Promise<unknown>;
