package meter

import (
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Keyspace prefixes every Redis key the meter uses ("plumbline:" in
// production; tests use their own so they can share a Redis). A prefix
// must not hold a hash tag ({…}): the keys carry their own.
//
// On a Redis Cluster a script may only touch keys of one slot, and a slot
// lives on one node. Every key that belongs to a customer carries the
// customer as its hash tag (usage:{acct_x}:2026-11, applied:{acct_x}:<id>,
// rate:{acct_x}:…), so a customer's keys share a slot while customers
// spread over the slots, and so over the nodes (issue 26). The keys that
// are not a customer's are named below with the reason they may stay
// global (docs/decisions.md, "Metering on a Redis Cluster").
type Keyspace string

// DefaultKeyspace is the production prefix, on one Redis and on a Redis
// Cluster alike now that keys carry a hash tag per customer (before issue
// 26 a cluster used "plumbline:{meter}:", which put every meter key on one
// node; legacyCount still reads those).
const DefaultKeyspace Keyspace = "plumbline:"

// Counters live ~70 days, past any month they describe.
const counterTTL = 70 * 24 * 60 * 60 // seconds

func tag(s string) string { return "{" + s + "}" }

// usage:{customer}:{yyyy-mm} → calls admitted (string counter)
func (k Keyspace) usage(customerID string, period time.Time) string {
	return string(k) + "usage:" + tag(customerID) + ":" + monthOf(period)
}

// applied:{customer}:{id} → a call (cap script) or a batch's share (the
// counters of its customers in the slot of the tag customer) already
// applied.
func (k Keyspace) applied(tagCustomer, id string) string {
	return string(k) + "applied:" + tag(tagCustomer) + ":" + id
}

// Global: {pending}:pending → hash {yyyy-mm}|{customer} → calls not yet in
// the ledger, claimed by renaming to {pending}:claim:{batch}, listed in
// {pending}:claims. One slot, because a claim renames the hash atomically.
// Used only without a journal (PLUMBLINE_METER_SPILL=off, single Redis
// only) and drained for counts of older releases; never on a cluster's
// paid-call path.
func (k Keyspace) pending() string             { return string(k) + "{pending}:pending" }
func (k Keyspace) claim(batchID string) string { return string(k) + "{pending}:claim:" + batchID }
func (k Keyspace) claims() string              { return string(k) + "{pending}:claims" }

// rate:{customer}:{key}:{rpm}/{burst} → the GCRA state of an API key under
// its limits (redis_rate adds its own prefix). The limits are in the name
// so a change (an upgrade) starts a fresh bucket instead of inheriting the
// old backlog; the old one expires by itself.
func (k Keyspace) rate(customerID, keyID string, l plumbline.Limits) string {
	return string(k) + "rate:" + tag(customerID) + ":" + keyID + ":" + strconv.Itoa(l.RPM) + "/" + strconv.Itoa(l.Burst)
}

// window:{name}:{key} → a sliding-window throttle (tagged by its key: one
// key per script).
func (k Keyspace) window(name, key string) string {
	return string(k) + "window:" + name + ":" + tag(key)
}

func monthOf(period time.Time) string { return period.UTC().Format("2006-01") }

func pendingField(customerID string, period time.Time) string {
	return monthOf(period) + "|" + customerID
}

// slotOf is the Redis Cluster slot of a hash tag: CRC16 (XMODEM) mod 16384.
func slotOf(tag string) int {
	var crc uint16
	for i := 0; i < len(tag); i++ {
		crc ^= uint16(tag[i]) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return int(crc) % 16384
}
