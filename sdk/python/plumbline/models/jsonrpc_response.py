from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.jsonrpc_response_jsonrpc import JSONRPCResponseJsonrpc
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.jsonrpc_response_error import JSONRPCResponseError
  from ..models.jsonrpc_response_result import JSONRPCResponseResult





T = TypeVar("T", bound="JSONRPCResponse")



@_attrs_define
class JSONRPCResponse:
    """ The JSON-RPC response (202 with no body when the message needs none).

        Attributes:
            id (Any): The request's id: a string or an integer, as sent (any type: generators without multi-type support
                read it as a raw value).
            jsonrpc (JSONRPCResponseJsonrpc):
            error (JSONRPCResponseError | Unset): A JSON-RPC error: code, message, data.
            result (JSONRPCResponseResult | Unset): The method's result (MCP).
     """

    id: Any
    jsonrpc: JSONRPCResponseJsonrpc
    error: JSONRPCResponseError | Unset = UNSET
    result: JSONRPCResponseResult | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.jsonrpc_response_error import JSONRPCResponseError
        from ..models.jsonrpc_response_result import JSONRPCResponseResult
        id = self.id

        jsonrpc = self.jsonrpc.value

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "jsonrpc": jsonrpc,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jsonrpc_response_error import JSONRPCResponseError
        from ..models.jsonrpc_response_result import JSONRPCResponseResult
        d = dict(src_dict)
        id = d.pop("id")

        jsonrpc = JSONRPCResponseJsonrpc(d.pop("jsonrpc"))




        _error = d.pop("error", UNSET)
        error: JSONRPCResponseError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = JSONRPCResponseError.from_dict(_error)




        _result = d.pop("result", UNSET)
        result: JSONRPCResponseResult | Unset
        if isinstance(_result,  Unset):
            result = UNSET
        else:
            result = JSONRPCResponseResult.from_dict(_result)




        jsonrpc_response = cls(
            id=id,
            jsonrpc=jsonrpc,
            error=error,
            result=result,
        )


        jsonrpc_response.additional_properties = d
        return jsonrpc_response

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
