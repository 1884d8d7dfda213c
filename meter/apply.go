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

// apply sends one batch, group by group (all queued at once); counters it
// finds missing are seeded from the ledger first (tx: under seed locks the
// caller holds) and the groups sent again. ledgered: the batch is in the
// ledger already (a confirmation, ledger_seed.go): it goes to the counters
// only, and Redis remembers it as long as the counters live.
func (c *RedisCounter) apply(ctx context.Context, batch *applyBatch, ledgered bool, tx seedTx) error {
	for attempt := 0; ; attempt++ {
		missing, err := c.applyOnce(ctx, batch, ledgered)
		if err != nil || len(missing) == 0 {
			return err
		}
		if attempt == 2 {
			return errors.New("meter: usage counters missing after seeding")
		}
		if err := c.seed(ctx, tx, missing); err != nil {
			return err
		}
	}
}

// applyOnce sends the groups not yet done; missing: the counters a group
// found missing (that group changed nothing).
func (c *RedisCounter) applyOnce(ctx context.Context, batch *applyBatch, ledgered bool) (missing []counterID, err error) {
	markerTTL := appliedTTL
	if ledgered {
		markerTTL = counterTTL
	}
	var todo []applyGroup
	var cmds []*redis.Cmd
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
		todo = append(todo, g)
		cmds = append(cmds, redis.NewCmd(ctx, evalArgs("evalsha", applyScript.Hash(), keys, args)...))
	}
	c.runScripts(ctx, applySrc, cmds)
	var errs []error
	for i, cmd := range cmds {
		v, err := cmd.Slice()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if code, _ := v[0].(int64); code == -1 {
			for _, p := range v[1:] {
				if j, _ := p.(int64); j >= 1 && int(j) <= len(todo[i].ids) {
					missing = append(missing, todo[i].ids[j-1])
				}
			}
			continue
		}
		if batch.done == nil {
			batch.done = map[string]bool{}
		}
		batch.done[todo[i].tag] = true
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
