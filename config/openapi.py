"""The error answers every operation can give, added to the schema once (drf-spectacular postprocessing hook).

The views declare their successes and the errors particular to them; the ones that come from the framework around
them (a missing or bad token, a role without the permission, an id that finds nothing, a bad parameter, a body
over the size limit) are declared here for every operation they can reach, each a JSON {"message", "errors"?}
(config.exception_handler), so the schema says what a client may receive and the fuzz test checks it.
"""

ERROR_SCHEMA = "ErrorMessage"
DESCRIPTIONS = {
    "400": "The request is invalid: message says why (errors names the fields).",
    "401": "Not signed in, or the token is invalid or expired.",
    "403": "The signed-in user's role may not do this.",
    "404": "Nothing found at this address (or not visible to this user).",
    "413": "The request body is over the size limit.",
}
METHODS = ("get", "put", "post", "patch", "delete")


def _codes(operation: dict) -> list[str]:
    parameters = operation.get("parameters", [])
    codes = ["401"]
    if {} not in operation.get("security", [{}]):
        codes.append("403")
    if parameters or "requestBody" in operation:
        codes.append("400")
    if any(p.get("in") == "path" for p in parameters):
        codes.append("404")
    if "requestBody" in operation:
        codes.append("413")
    return codes


def add_error_responses(result, generator, request, public):
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas[ERROR_SCHEMA] = {
        "type": "object",
        "properties": {
            "message": {"type": "string"},
            "errors": {"type": "object", "additionalProperties": {}},
        },
        "required": ["message"],
    }
    error = {"application/json": {"schema": {"$ref": f"#/components/schemas/{ERROR_SCHEMA}"}}}
    for path in result.get("paths", {}).values():
        for method in METHODS:
            operation = path.get(method)
            if operation is None:
                continue
            responses = operation.setdefault("responses", {})
            for code in _codes(operation):
                responses.setdefault(code, {"description": DESCRIPTIONS[code], "content": error})
    return result
