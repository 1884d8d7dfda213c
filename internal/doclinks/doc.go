// Package doclinks holds the test that checks every relative link and
// anchor in the repository's Markdown files (links_test.go): a moved or
// renamed document, or a retitled heading, fails make test instead of a
// reader's click (issue 39: docs/calculators.md and docs/operating.md
// pointed at files that do not exist).
package doclinks
