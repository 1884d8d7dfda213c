package server

import (
	"io"
	"net/url"

	"github.com/fasthttp/router"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/valyala/fasthttp"
)

// ioWriter keeps the Pages interface free of an io import at each use.
type ioWriter = io.Writer

// reachRoutes are the people's pages and the OAuth endpoints. They are
// routed, measured and answered like every route, but they are not the
// JSON API: the pages are HTML, and OAuth clients find the OAuth
// endpoints in their own metadata (RFC 8414, RFC 9728), so none of them
// is in the OpenAPI document.
func (s *Server) reachRoutes() []*route {
	var routes []*route
	if s.cfg.Pages != nil {
		routes = append(routes,
			&route{method: "GET", path: "/signup", public: true, handle: s.signupPage},
			&route{method: "GET", path: "/account", public: true, handle: s.accountPage},
			&route{method: "GET", path: "/assets/{name}", public: true, handle: s.asset},
		)
	}
	if s.cfg.OAuth != nil {
		resource := s.cfg.OAuth.ResourceMetadataURL()
		u, _ := url.Parse(resource)
		routes = append(routes,
			&route{method: "GET", path: oauth.ServerMetadataPath, public: true, handle: metadata(s.cfg.OAuth.ServerMetadata)},
			&route{method: "GET", path: oauth.ResourceMetadataPath, public: true, handle: metadata(s.cfg.OAuth.ResourceMetadata)},
			&route{method: "POST", path: oauth.RegisterPath, public: true, guarded: true, handle: s.oauthRegister, gate: s.registerGate},
			&route{method: "POST", path: oauth.TokenPath, public: true, guarded: true, handle: s.oauthToken},
			&route{method: "POST", path: oauth.RevokePath, public: true, guarded: true, handle: s.oauthRevoke},
		)
		if u != nil && u.Path != oauth.ResourceMetadataPath {
			routes = append(routes, &route{method: "GET", path: u.Path, public: true, handle: metadata(s.cfg.OAuth.ResourceMetadata)})
		}
		if s.cfg.Pages != nil { // the authorization endpoint is a page
			routes = append(routes,
				&route{method: "GET", path: oauth.AuthorizePath, public: true, handle: s.authorize},
				&route{method: "POST", path: oauth.AuthorizePath, public: true, guarded: true, handle: s.consent},
			)
		}
	}
	for _, r := range routes {
		r.series = s.metrics.series(r.method, r.path)
	}
	return routes
}

// mountRoute adds a route to the router (GET routes answer HEAD too).
func (s *Server) mountRoute(r *router.Router, rt *route) {
	h := s.routeHandler(rt)
	r.Handle(rt.method, rt.path, h)
	if rt.method == fasthttp.MethodGet { // HEAD is GET without the body (RFC 9110 9.3.2)
		r.Handle(fasthttp.MethodHead, rt.path, h)
	}
}

// originOf is a URL's scheme://host.
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
