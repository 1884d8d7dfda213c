// Package egress fences the server's outbound requests to addresses a
// caller chose (OAuth client metadata documents, webhook endpoints): never
// to a private, loopback or link-local address, judged on the address
// actually dialled, so DNS cannot rebind a checked name to an inside one.
package egress

import (
	"fmt"
	"net"
	"net/netip"
	"syscall"
	"time"
)

// PublicAddr reports whether an outbound request may reach ip. Loopback
// is allowed only with allowLoopback (tests and local development).
func PublicAddr(ip netip.Addr, allowLoopback bool) bool {
	switch {
	case ip.IsLoopback():
		return allowLoopback
	case ip.IsPrivate(), ip.IsUnspecified(), ip.IsLinkLocalUnicast(), ip.IsLinkLocalMulticast(), ip.IsMulticast(), ip.IsInterfaceLocalMulticast():
		return false
	case sharedAddressSpace.Contains(ip), ip.Is4() && ip.As4()[0] == 0, ip.Is4() && ip.As4()[0] >= 240:
		return false
	}
	return true
}

// sharedAddressSpace is RFC 6598's carrier-grade NAT range: private in all
// but name.
var sharedAddressSpace = netip.MustParsePrefix("100.64.0.0/10")

// Dialer dials only public addresses (PublicAddr), checked on each
// connection's resolved address.
func Dialer(timeout time.Duration, allowLoopback bool) *net.Dialer {
	return &net.Dialer{Timeout: timeout, Control: func(_, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		ip, err := netip.ParseAddr(host)
		if err != nil || !PublicAddr(ip.Unmap(), allowLoopback) {
			return fmt.Errorf("%s is not a public address", host)
		}
		return nil
	}}
}
