package billing

import (
	"context"

	"github.com/plumbline-api/plumbline"
)

// Spend caps (issue 37): a paid account bounds its monthly overage, in
// calls or in dollars; the meter refuses calls past quota + cap.

var errFreeHasCap = plumbline.Errorf(plumbline.ECONFLICT,
	"the Free plan is a hard cap at its monthly quota already; a spend cap bounds the overage of a paid plan")

// Customer returns the customer's account record.
func (s *Service) Customer(ctx context.Context, customerID string) (*plumbline.Customer, error) {
	return s.store.CustomerByID(ctx, customerID)
}

// SetSpendCap sets (nil: removes) the customer's monthly spend cap. This
// instance applies it at once; others within AuthCacheTTL.
func (s *Service) SetSpendCap(ctx context.Context, customerID string, c *plumbline.SpendCap) (*plumbline.Customer, error) {
	cust, err := s.store.CustomerByID(ctx, customerID)
	if err != nil {
		return nil, err
	}
	t := plumbline.Tiers[cust.TierID]
	if t.HardCap {
		return nil, errFreeHasCap
	}
	if c != nil && c.USDCents != nil && t.OverageMicroUSD == 0 {
		return nil, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
			Fields: []plumbline.FieldError{{Field: "spend_cap.usd", Code: "unsupported", Message: "this plan bills no per-call overage; set the cap in calls"}}}
	}
	out, err := s.store.SetSpendCap(ctx, customerID, c)
	if err != nil {
		return nil, err
	}
	s.auth.ForgetCustomer(customerID)
	return out, nil
}
