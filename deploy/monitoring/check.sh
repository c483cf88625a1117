#!/usr/bin/env bash
# Checks the monitoring definitions: the rules parse (promtool check rules), each alert fires on
# what it watches (promtool test rules), the example Prometheus configuration is valid, and the
# dashboard is JSON. promtool comes with Debian's `prometheus` package.
set -euo pipefail
cd "$(dirname "$0")"
promtool check rules alerts.yml
promtool test rules alerts.test.yml
# The example names the rules at their installed path; checked against this copy.
sed 's#/etc/prometheus/marketplace/alerts.yml#alerts.yml#' prometheus.yml > .prometheus.check.yml
trap 'rm -f .prometheus.check.yml' EXIT
promtool check config --syntax-only .prometheus.check.yml
node -e 'JSON.parse(require("node:fs").readFileSync("dashboard.json", "utf8"))' && echo "dashboard.json: valid JSON"
