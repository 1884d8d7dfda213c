// Command baseline is the bare fasthttp server of the load benchmarks: it
// answers every request with one fixed JSON body and does nothing else, so
// it measures what fasthttp and the machine cost on their own.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/valyala/fasthttp"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8081", "listen address")
	bodyFile := flag.String("body-file", "", "file holding the JSON body to answer with (default: a small fixed object)")
	flag.Parse()
	body := []byte(`{"status":"ok"}`)
	if *bodyFile != "" {
		b, err := os.ReadFile(*bodyFile)
		if err != nil {
			log.Fatal(err)
		}
		body = b
	}
	contentType := []byte("application/json")
	h := func(ctx *fasthttp.RequestCtx) {
		ctx.SetContentTypeBytes(contentType)
		ctx.Response.SetBodyRaw(body)
	}
	log.Printf("baseline listening on %s (%d-byte body)", *addr, len(body))
	log.Fatal((&fasthttp.Server{Handler: h, NoDefaultServerHeader: true}).ListenAndServe(*addr))
}
