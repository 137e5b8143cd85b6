// html-encoding-sniffer ships no types: its one function, as its README describes it.
declare module 'html-encoding-sniffer' {
  /** The HTML standard's encoding sniffing of `bytes`: the canonical name of the encoding to decode them with. */
  export default function sniffEncoding(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
