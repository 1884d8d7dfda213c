from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_roofing_drip_edge_output_checks_item import CalcRoofingDripEdgeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcRoofingDripEdgeOutput")



@_attrs_define
class CalcRoofingDripEdgeOutput:
    """ The results of calc_roofing_drip_edge and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcRoofingDripEdgeOutputChecksItem]): Overlap and fastener spacing against IRC R905.2.8.5.
            code_reference (str): The drip-edge section.
            fasteners (int): Fasteners: ceil(total / spacing) + one at the end of each run.
            overlap_in (float): Overlap applied, inches.
            pass_ (bool): True when every check passes.
            piece_length_ft (float): Piece length applied, feet.
            pieces (int): Pieces to buy: ceil((total − runs × overlap) / (piece − overlap)), at least one a run.
            total_length_ft (float): Eaves plus rakes, feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcRoofingDripEdgeOutputChecksItem]
    code_reference: str
    fasteners: int
    overlap_in: float
    pass_: bool
    piece_length_ft: float
    pieces: int
    total_length_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_roofing_drip_edge_output_checks_item import CalcRoofingDripEdgeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        fasteners = self.fasteners

        overlap_in = self.overlap_in

        pass_ = self.pass_

        piece_length_ft = self.piece_length_ft

        pieces = self.pieces

        total_length_ft = self.total_length_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "fasteners": fasteners,
            "overlap_in": overlap_in,
            "pass": pass_,
            "piece_length_ft": piece_length_ft,
            "pieces": pieces,
            "total_length_ft": total_length_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_roofing_drip_edge_output_checks_item import CalcRoofingDripEdgeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcRoofingDripEdgeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        fasteners = d.pop("fasteners")

        overlap_in = d.pop("overlap_in")

        pass_ = d.pop("pass")

        piece_length_ft = d.pop("piece_length_ft")

        pieces = d.pop("pieces")

        total_length_ft = d.pop("total_length_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_drip_edge_output = cls(
            checks=checks,
            code_reference=code_reference,
            fasteners=fasteners,
            overlap_in=overlap_in,
            pass_=pass_,
            piece_length_ft=piece_length_ft,
            pieces=pieces,
            total_length_ft=total_length_ft,
            schemas=schemas,
        )


        calc_roofing_drip_edge_output.additional_properties = d
        return calc_roofing_drip_edge_output

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
