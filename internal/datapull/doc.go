// Package datapull gets the federal releases plumbline serves from their
// publishers, checked, into a data directory.
//
// Two ways in:
//
//   - The bundle from a mirror (Pull): the files the embedded manifest
//     lists, from a mirror that keeps them at their manifest paths, each
//     checked against its pinned SHA-256.
//   - A source's release from its publisher (PullSource): one entry of the
//     source table (Sources), e.g. "oews-metro", downloaded, converted
//     and checked against its layout contract, then landed under
//     <dir>/pulled/<source>/ with a manifest of its own
//     (reference.ReadManifestDir reads both).
//
// # Adding a source
//
// A Source is a row of the table: its name and area, the publisher and
// its terms, the Schedule of its releases (reference/release), the Fetches
// of one release (a single file, a zip member, or a paged API), a Convert
// function that reads the downloads (Inputs), checks the layout contract
// (return a *LayoutError naming the sheet, column or code that changed)
// and writes the files the area reads (Outputs), and those Outputs' paths.
// The area reads them with reference.PulledSources, so an area loads with
// or without a pull. Register it in Sources (sources.go) and give it a
// loopback test with publishertest: the same release twice changes
// nothing, a cut download resumes, a changed heading is refused naming it.
//
// # What a pull guarantees
//
//   - Every publisher URL can be pointed elsewhere with Client.Base
//     (--publisher-base, PLUMBLINE_PUBLISHER_BASE): scheme and host are
//     replaced, path and query kept.
//   - Requests carry a descriptive User-Agent with a contact (BLS answers
//     403 without one), ask for identity encoding, follow at most
//     MaxRedirects redirects.
//   - A download resumes with Range after a cut, is retried with backoff,
//     and is capped in bytes (Source.MaxBytes); zip members are capped in
//     what they unpack to. Everything honours the context: SIGINT or
//     SIGTERM stops a pull within a second or two.
//   - Downloads, conversion and the release's manifest are written in a
//     staging directory; the release lands by one atomic rename of a
//     symlink (pulled/<source> → pulled/.releases/<source>-<id>). A
//     failure, a refused layout or an interrupt leaves the data directory
//     as it was and no file behind.
//   - Pulling the release already held, with the same content, changes
//     nothing (not even its retrieved_at).
package datapull
