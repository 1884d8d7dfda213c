package meter

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Sending a batch of counts to Redis. On a Redis Cluster a script may touch
// one slot only, so a batch is split into slot groups — the customers whose
// hash tags share a slot — and each group is one applyScript, marked
// applied under the batch id and the group's tag customer (the smallest
// customer id of the group: the same groups and tags whoever replays the
// batch). The groups' scripts are queued together and the batcher sends
// them in pipelines that go-redis splits per node, so a flush costs each
// node one round trip for its own customers. On a single Redis the whole
// batch is one group, as before.
//
// A group is all or nothing; a batch is not: when some nodes take their
// groups and others fail, the batch keeps which groups are done (done), is
// retried for the rest, and, if the process stops with Redis still down,
// is delivered to the ledger with only the missing groups listed as not in
// Redis (deliver.go).

// appliedTTL is how long Redis remembers a journal batch it took.
const appliedTTL = 86400

// applyGroup is one slot's share of a batch.
type applyGroup struct {
	tag string // the smallest customer id: names the group's marker
	ids []counterID
}

// groups splits counts by slot on a cluster; on a single Redis they are one
// group. Ids are sorted, so groups and tags do not depend on map order.
func (c *RedisCounter) groups(counts map[counterID]int64) []applyGroup {
	ids := make([]counterID, 0, len(counts))
	for id := range counts {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b counterID) int {
		if a.customer != b.customer {
			return strings.Compare(a.customer, b.customer)
		}
		return int(a.period - b.period)
	})
	if len(ids) == 0 {
		return nil
	}
	if !c.b.Cluster() {
		return []applyGroup{{tag: ids[0].customer, ids: ids}}
	}
	bySlot := map[int]int{} // slot → index in out
	var out []applyGroup
	for _, id := range ids {
		s := slotOf(id.customer)
		i, ok := bySlot[s]
		if !ok {
			i = len(out)
			bySlot[s] = i
			out = append(out, applyGroup{tag: id.customer})
		}
		out[i].ids = append(out[i].ids, id)
	}
	return out
}

// pendingKey is KEYS[2] of the scripts: the pending hash when the count
// goes to it, else a key of the same slot as the others (the script does
// not touch it then), so a cluster sees one slot.
func (c *RedisCounter) pendingKey(field, sameSlot string) string {
	if field == "" {
		return sameSlot
	}
	return c.ks.pending()
}

// apply sends batches, every group of every one in one round of scripts
// (the batcher pipelines them, per node on a cluster: a backlog of
// thousands costs a few round trips, not one each); counters found missing
// are seeded from the ledger (tx: under seed locks the caller holds) and
// those groups sent again. Each batch keeps the groups Redis took (done):
// whole tells whether all of them are. ledgered: the batches are in the
// ledger already (a confirmation, ledger_seed.go): they go to the counters
// only, and Redis remembers them as long as the counters live.
func (c *RedisCounter) apply(ctx context.Context, batches []*applyBatch, ledgered bool, tx seedTx) error {
	var errs []error
	for attempt := 0; len(batches) > 0; attempt++ {
		missing, err := c.applyOnce(ctx, batches, ledgered)
		if err != nil {
			errs = append(errs, err)
		}
		if len(missing) == 0 {
			break
		}
		if attempt == 2 {
			errs = append(errs, errors.New("meter: usage counters missing after seeding"))
			break
		}
		var ids []counterID
		seen := map[counterID]bool{}
		batches = batches[:0:0]
		for _, m := range missing {
			batches = append(batches, m.batch)
			for _, id := range m.ids {
				if !seen[id] {
					seen[id] = true
					ids = append(ids, id)
				}
			}
		}
		if err := c.seed(ctx, tx, ids); err != nil {
			errs = append(errs, err)
			break
		}
	}
	return errors.Join(errs...)
}

// whole reports whether Redis took every group of the batch.
func (c *RedisCounter) whole(b *applyBatch) bool {
	for _, g := range c.groups(b.counts) {
		if !b.done[g.tag] {
			return false
		}
	}
	return true
}

// missingIn is a batch's groups that found counters missing (they changed
// nothing).
type missingIn struct {
	batch *applyBatch
	ids   []counterID
}

// applyOnce sends the groups of the batches not yet done, all at once.
func (c *RedisCounter) applyOnce(ctx context.Context, batches []*applyBatch, ledgered bool) (missing []missingIn, err error) {
	markerTTL := appliedTTL
	if ledgered {
		markerTTL = counterTTL
	}
	type sent struct {
		batch *applyBatch
		group applyGroup
	}
	var todo []sent
	var cmds []*redis.Cmd
	for _, batch := range batches {
		for _, g := range c.groups(batch.counts) {
			if batch.done[g.tag] {
				continue
			}
			keys := make([]string, 0, 2+len(g.ids))
			args := make([]any, 0, 2+2*len(g.ids))
			keys = append(keys, c.ks.applied(g.tag, batch.id), "")
			args = append(args, counterTTL, markerTTL)
			anyField := ""
			for _, id := range g.ids {
				period := time.Unix(id.period, 0)
				field := c.pendingField(id.customer, period)
				if ledgered {
					field = ""
				}
				if field != "" {
					anyField = field
				}
				keys = append(keys, c.ks.usage(id.customer, period))
				args = append(args, field, batch.counts[id])
			}
			keys[1] = c.pendingKey(anyField, keys[2])
			todo = append(todo, sent{batch, g})
			cmds = append(cmds, redis.NewCmd(ctx, evalArgs("evalsha", applyScript.Hash(), keys, args)...))
		}
	}
	c.runScripts(ctx, applySrc, cmds)
	var errs []error
	var at map[*applyBatch]int // a batch's index in missing
	for i, cmd := range cmds {
		v, err := cmd.Slice()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		b, g := todo[i].batch, todo[i].group
		if code, _ := v[0].(int64); code == -1 {
			j, ok := at[b]
			if !ok {
				if at == nil {
					at = map[*applyBatch]int{}
				}
				j = len(missing)
				at[b] = j
				missing = append(missing, missingIn{batch: b})
			}
			for _, p := range v[1:] {
				if k, _ := p.(int64); k >= 1 && int(k) <= len(g.ids) {
					missing[j].ids = append(missing[j].ids, g.ids[k-1])
				}
			}
			continue
		}
		if b.done == nil {
			b.done = map[string]bool{}
		}
		b.done[g.tag] = true
	}
	return missing, errors.Join(errs...)
}

// runScripts sends EVALSHA commands together (the batcher pipelines them,
// per node on a cluster) and re-sends as EVAL those the node did not know.
func (c *RedisCounter) runScripts(ctx context.Context, src string, cmds []*redis.Cmd) {
	c.b.doAll(ctx, cmds)
	var retry []*redis.Cmd
	var at []int
	for i, cmd := range cmds {
		if err := cmd.Err(); err != nil && strings.HasPrefix(err.Error(), "NOSCRIPT") {
			args := cmd.Args()
			args[0], args[1] = "eval", src
			retry = append(retry, redis.NewCmd(ctx, args...))
			at = append(at, i)
		}
	}
	if len(retry) == 0 {
		return
	}
	c.b.doAll(ctx, retry)
	for j, i := range at {
		cmds[i] = retry[j]
	}
}

// doAll queues every command at once and waits for all the replies.
func (b *Batcher) doAll(ctx context.Context, cmds []*redis.Cmd) {
	if len(cmds) == 1 {
		_ = b.Do(ctx, cmds[0])
		return
	}
	var wg sync.WaitGroup
	for _, cmd := range cmds {
		wg.Go(func() { _ = b.Do(ctx, cmd) })
	}
	wg.Wait()
}
