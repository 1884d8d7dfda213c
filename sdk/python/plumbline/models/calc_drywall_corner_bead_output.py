from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcDrywallCornerBeadOutput")



@_attrs_define
class CalcDrywallCornerBeadOutput:
    """ The results of calc_drywall_corner_bead and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The standard for applying gypsum board trim accessories.
            corner_count (int): Outside corners.
            linear_ft (float): Total corner length, feet.
            offcut_ft (float): Bead left over: pieces x piece length - linear feet.
            piece_length_ft (float): Piece length used, feet.
            pieces (int): Pieces to buy: each corner gets ceil(corner length / piece length) pieces; offcuts are not spliced
                onto other corners.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    corner_count: int
    linear_ft: float
    offcut_ft: float
    piece_length_ft: float
    pieces: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        corner_count = self.corner_count

        linear_ft = self.linear_ft

        offcut_ft = self.offcut_ft

        piece_length_ft = self.piece_length_ft

        pieces = self.pieces

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "corner_count": corner_count,
            "linear_ft": linear_ft,
            "offcut_ft": offcut_ft,
            "piece_length_ft": piece_length_ft,
            "pieces": pieces,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        corner_count = d.pop("corner_count")

        linear_ft = d.pop("linear_ft")

        offcut_ft = d.pop("offcut_ft")

        piece_length_ft = d.pop("piece_length_ft")

        pieces = d.pop("pieces")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_drywall_corner_bead_output = cls(
            code_reference=code_reference,
            corner_count=corner_count,
            linear_ft=linear_ft,
            offcut_ft=offcut_ft,
            piece_length_ft=piece_length_ft,
            pieces=pieces,
            schemas=schemas,
        )


        calc_drywall_corner_bead_output.additional_properties = d
        return calc_drywall_corner_bead_output

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
