/// A page context that gives its template values itself rather than through a `Mirror`: a report holds a row per
/// block and every guide page a layout, and reflecting them field by field was a fourteenth of a site build.
/// Each gives exactly what `TemplateValues.reflected` would (tests hold the two together): its property names
/// as keys, a nil optional left out.
protocol TemplateValueConvertible {
    var templateValues: [String: Any] { get }
}

extension TemplateValues {
    /// `pairs` as template values, a nil value left out as `reflected` leaves out a nil property.
    static func values(_ pairs: KeyValuePairs<String, Any?>) -> [String: Any] {
        var values: [String: Any] = [:]
        values.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            if let value { values[key] = value }
        }
        return values
    }
}

extension PageContexts.Layout: TemplateValueConvertible {
    var templateValues: [String: Any] {
        TemplateValues.values([
            "siteTitle": siteTitle, "pageTitle": pageTitle, "root": root, "isHome": isHome, "isReport": isReport,
            "content": content, "description": description, "placeholdersJSON": placeholdersJSON,
            "faviconURL": faviconURL,
        ])
    }
}

extension PageContexts.PageLink: TemplateValueConvertible {
    var templateValues: [String: Any] { ["title": title, "href": href] }
}

extension PageContexts.TocEntry: TemplateValueConvertible {
    var templateValues: [String: Any] { ["level": level, "text": text, "html": html, "anchor": anchor] }
}

extension PageContexts.SampleName: TemplateValueConvertible {
    var templateValues: [String: Any] { ["name": name] }
}

extension PageContexts.GuidePage: TemplateValueConvertible {
    var templateValues: [String: Any] {
        TemplateValues.values([
            "root": root, "title": title, "path": path, "hasTitleHeading": hasTitleHeading, "summary": summary,
            "body": body, "titleHeading": titleHeading, "bodyAfterTitle": bodyAfterTitle,
            "toc": toc.map(\.templateValues), "hasToc": hasToc, "hasPlaceholders": hasPlaceholders,
            "samples": samples.map(\.templateValues), "placeholderNames": placeholderNames.map(\.templateValues),
            "editHref": editHref, "lastUpdated": lastUpdated, "previous": previous?.templateValues,
            "next": next?.templateValues, "breadcrumbs": breadcrumbs.map(\.templateValues),
            "hasBreadcrumbs": hasBreadcrumbs, "hasSummary": hasSummary,
        ])
    }
}

extension PageContexts.ReportRow: TemplateValueConvertible {
    var templateValues: [String: Any] {
        TemplateValues.values([
            "line": line, "blockHref": blockHref, "section": section, "sample": sample, "status": status,
            "statusText": statusText, "reason": reason, "level": level, "unit": unit, "exampleHref": exampleHref,
            "time": time,
        ])
    }
}

extension PageContexts.ReportGuide: TemplateValueConvertible {
    var templateValues: [String: Any] {
        [
            "title": title, "path": path, "href": href, "anchor": anchor,
            "rows": rows.map(\.templateValues),
        ]
    }
}

extension PageContexts.Report: TemplateValueConvertible {
    var templateValues: [String: Any] {
        [
            "root": root, "verified": verified, "blocks": blocks, "passed": passed, "passedRun": passedRun,
            "passedTest": passedTest, "passedTypecheck": passedTypecheck, "passedSyntax": passedSyntax,
            "failed": failed, "blocked": blocked, "skipped": skipped, "units": units, "cachedUnits": cachedUnits,
            "resultsText": resultsText, "unitsText": unitsText, "guides": guides.map(\.templateValues),
        ]
    }
}
