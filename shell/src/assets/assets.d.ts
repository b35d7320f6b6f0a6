/** Images bundled by webpack's asset modules resolve to their hashed public URL. */
declare module '*.png' {
  const url: string;
  export default url;
}
