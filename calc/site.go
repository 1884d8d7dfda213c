package calc

func siteCalculators() []*Calculator {
	return nil
}
